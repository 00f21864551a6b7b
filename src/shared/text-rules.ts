// Control characters refused in text input (docs/security.md): nobody types them, and PostgreSQL
// refuses U+0000 in text. Shared by the server's check of every request (control-characters.ts)
// and the stricter rule of single-line fields such as names.

// \p{Cc} is U+0000–U+001F (C0), U+007F (DEL) and U+0080–U+009F (C1); each rule takes some out.

/** Any text: the C0 controls except tab, LF and CR, which ordinary multi-line text contains. */
export const REFUSED_IN_TEXT = /(?![\t\n\r\u007f-\u009f])\p{Cc}/u;

/** A single-line field (a name): every C0 control, tab and line breaks included, and DEL. */
export const REFUSED_IN_LINE = /(?![\u0080-\u009f])\p{Cc}/u;
