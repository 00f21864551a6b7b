// Types for `snowball-stemmers` (the package ships none): only what the examiner uses.
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(language: 'french' | 'english'): Stemmer; algorithms(): string[] };
  export default snowball;
}
