// Control characters refused in text input (docs/security.md): nobody types them, and PostgreSQL
// refuses U+0000 in text. Shared by the server's check of every request (control-characters.ts)
// and the stricter rule of single-line fields such as names.

/** Any text: the C0 controls except tab, LF and CR, which ordinary multi-line text contains. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class lists the characters refused
export const REFUSED_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** A single-line field (a name): every C0 control, tab and line breaks included, and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class lists the characters refused
export const REFUSED_IN_LINE = /[\u0000-\u001f\u007f]/;
