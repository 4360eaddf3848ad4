// The CommonMark spec's examples, as the commonmark-spec package gives them (tabs written as →).
declare module 'commonmark-spec' {
  const spec: { text: string; tests: { markdown: string; html: string; section: string; number: number }[] };
  export default spec;
}
