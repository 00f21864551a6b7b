// The public tRPC reads the client sends alone, never batched with a member's calls, so that their
// answers hold nothing of a member's: the service worker keeps them for offline use (sw.ts), and
// the browser with their tag (the server's src/server/http/conditional.ts). The demo's questions and
// the glossary, which marks and explains the words of every quiz.
export const PUBLIC_READS: readonly string[] = ['questions.demo', 'glossary.list'];
