// Control characters refused in text input (docs/security.md): nobody types them, and PostgreSQL
// refuses U+0000 in text. Shared by the server's check of every request (control-characters.ts)
// and the stricter rule of single-line fields such as names.

// \p{Cc} is U+0000–U+001F (C0), U+007F (DEL) and U+0080–U+009F (C1); each rule takes some out.
// U+202A–U+202E (embeddings, overrides) and U+2066–U+2069 (isolates) reorder what follows on
// screen (CVE-2021-42574): a name ending in U+202E shows an admin another text than it holds.
// Nobody types them; the ordinary marks of Arabic text (U+200E, U+200F) stay allowed.

/**
 * Any text: the C0 controls except tab, LF and CR (which ordinary multi-line text contains), the
 * C1 controls (terminal escapes among them) and the bidirectional embeddings, overrides and isolates.
 */
export const REFUSED_IN_TEXT = /(?![\t\n\r\u007f])\p{Cc}|[\u202a-\u202e\u2066-\u2069]/u;

/** A single-line field (a name): every control, tab, line breaks and DEL included, and the same bidi controls. */
export const REFUSED_IN_LINE = /\p{Cc}|[\u202a-\u202e\u2066-\u2069]/u;
