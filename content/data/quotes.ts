// Demonstration quotes for the home page. They are written for this site to show what the section
// looks like, and are attributed to roles, not to real people or organisations.
import { translate } from 'docsite/runtime';

export interface Quote {
  /** The quote itself, plain text. */
  text: string;
  /** The role of the (fictional) speaker. */
  role: string;
  /** The kind of team or project they work on, also fictional. */
  context: string;
}

/** The quotes in the locale being rendered: a function, since the messages are only known at render time. */
export function getQuotes(): Quote[] {
  return [
    {
      text: translate({
        id: 'homepage.quotes.writer.text',
        message:
          'We moved our manual out of a wiki in an afternoon. The broken-link check found forty dead links on the first build, and we fixed them before anyone noticed.',
        description: 'A sample quote on the home page, by a fictional technical writer',
      }),
      role: translate({ id: 'homepage.quotes.writer.role', message: 'Technical writer', description: 'Role of the fictional speaker of the first sample quote' }),
      context: translate({ id: 'homepage.quotes.writer.context', message: 'Platform documentation team', description: 'Team of the fictional speaker of the first sample quote' }),
    },
    {
      text: translate({
        id: 'homepage.quotes.release.text',
        message: 'Keeping the docs of the last two releases next to the development docs used to be a manual chore. Now it is one command per release.',
        description: 'A sample quote on the home page, by a fictional release manager',
      }),
      role: translate({ id: 'homepage.quotes.release.role', message: 'Release manager', description: 'Role of the fictional speaker of the second sample quote' }),
      context: translate({ id: 'homepage.quotes.release.context', message: 'Open-source library', description: 'Project of the fictional speaker of the second sample quote' }),
    },
    {
      text: translate({
        id: 'homepage.quotes.frontend.text',
        message: 'The pages are plain HTML until React takes over, so our docs load quickly even on the slow connections many of our readers have.',
        description: 'A sample quote on the home page, by a fictional front-end engineer',
      }),
      role: translate({ id: 'homepage.quotes.frontend.role', message: 'Front-end engineer', description: 'Role of the fictional speaker of the third sample quote' }),
      context: translate({ id: 'homepage.quotes.frontend.context', message: 'Developer tools company', description: 'Company of the fictional speaker of the third sample quote' }),
    },
  ];
}
