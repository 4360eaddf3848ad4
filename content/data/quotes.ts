// Demonstration quotes for the home page. They are written for this site to show what the section
// looks like, and are attributed to roles, not to real people or organisations.

export interface Quote {
  /** The quote itself, plain text. */
  text: string;
  /** The role of the (fictional) speaker. */
  role: string;
  /** The kind of team or project they work on, also fictional. */
  context: string;
}

export const quotes: Quote[] = [
  {
    text: 'We moved our manual out of a wiki in an afternoon. The broken-link check found forty dead links on the first build, and we fixed them before anyone noticed.',
    role: 'Technical writer',
    context: 'Platform documentation team',
  },
  {
    text: 'Keeping the docs of the last two releases next to the development docs used to be a manual chore. Now it is one command per release.',
    role: 'Release manager',
    context: 'Open-source library',
  },
  {
    text: 'The pages are plain HTML until React takes over, so our docs load quickly even on the slow connections many of our readers have.',
    role: 'Front-end engineer',
    context: 'Developer tools company',
  },
];
