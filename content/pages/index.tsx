import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { Link, Translate, translate, useBaseUrl, useSiteConfig } from 'docsite/runtime';
import { getFeatures } from '../data/features.ts';
import { getQuotes } from '../data/quotes.ts';
import FeatureIcon from './_components/FeatureIcon.tsx';
import { minorVersion, useLatestReleasedVersion } from './_components/homeData.ts';
import './_components/home.css';

/** A strip above the hero that points to the post announcing the newest release. */
function ReleaseBanner() {
  const latest = useLatestReleasedVersion();
  if (!latest) return null;
  const minor = minorVersion(latest.name);
  return (
    <div className="home-banner">
      <span aria-hidden="true">🎉 </span>
      <Link to={`/blog/releases/${minor}/`} className="home-banner__link">
        <Translate id="homepage.banner.release" description="The link above the hero to the post of the newest release; {minor} is its minor version, such as 3.4" values={{ minor }}>
          {'docsite {minor} is out: read what is new in the release post'}
        </Translate>
      </Link>
    </div>
  );
}

function Hero() {
  const { title } = useSiteConfig();
  const logo = useBaseUrl('/img/favicon.svg');
  return (
    <header className="home-hero">
      <div className="container home-hero__inner">
        <img className="home-hero__logo" src={logo} alt={translate({ id: 'homepage.hero.logoAlt', message: '{title} logo', description: 'Alt text of the logo in the home page hero; {title} is the site title' }, { title })} width="96" height="96" />
        {/* The tagline is written out rather than read from the config, so that it can be translated. */}
        <h1 className="home-hero__title">
          <Translate id="homepage.hero.tagline" description="The home page heading: the site tagline of site.config.ts">
            Documentation sites that build in seconds and ship little JavaScript
          </Translate>
        </h1>
        <p className="home-hero__subtitle">
          <Translate id="homepage.hero.subtitle" description="The line under the home page heading; {title} is the site title" values={{ title }}>
            {'{title} turns Markdown, MDX and React pages into a static documentation website, with versioned docs, a blog and a changelog built in.'}
          </Translate>
        </p>
        <div className="home-hero__actions">
          <Link className="home-button home-button--primary" to="/docs/">
            <Translate id="homepage.hero.getStarted" description="The home page button to the introduction doc">
              Get Started
            </Translate>
          </Link>
          <Link className="home-button home-button--secondary" to="/docs/playground/">
            <Translate id="homepage.hero.playground" description="The home page button to the playground doc">
              Try the Playground
            </Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}

function Features() {
  return (
    <section className="home-section" aria-labelledby="features">
      <div className="container">
        <Heading as="h2" id="features" className="anchor home-section__title">
          {translate({ id: 'homepage.features.heading', message: 'What docsite does for you', description: 'Heading of the features section of the home page' })}
        </Heading>
        <div className="home-features">
          {getFeatures().map((feature) => (
            <article key={feature.icon} className="home-feature">
              <FeatureIcon icon={feature.icon} />
              <h3 className="home-feature__title">{feature.title}</h3>
              <p>{feature.description}</p>
              <Link className="home-feature__link" to={feature.link.to}>
                <Translate id="homepage.features.readMore" description="The link at the bottom of a feature card; {label} is the title of the doc it leads to" values={{ label: feature.link.label }}>
                  {'Read more: {label}'}
                </Translate>
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function Quotes() {
  return (
    <section className="home-section home-section--alt" aria-labelledby="highlights">
      <div className="container">
        <Heading as="h2" id="highlights" className="anchor home-section__title">
          {translate({ id: 'homepage.quotes.heading', message: 'Highlights', description: 'Heading of the section of sample quotes on the home page' })}
        </Heading>
        <p className="home-section__note">
          <Translate id="homepage.quotes.note" description="The note saying that the home page quotes are made up">
            Sample quotes: they were written for this page to show how a site can present feedback, and are not statements of real people or
            companies.
          </Translate>
        </p>
        <div className="home-quotes">
          {getQuotes().map((quote) => (
            <figure key={quote.role} className="home-quote">
              <blockquote className="home-quote__text">
                <p>{quote.text}</p>
              </blockquote>
              <figcaption className="home-quote__author">
                <span className="home-quote__avatar" aria-hidden="true">
                  {quote.role
                    .split(/\s+/)
                    .map((w) => w[0])
                    .join('')
                    .slice(0, 2)
                    .toUpperCase()}
                </span>
                <span>
                  <strong>{quote.role}</strong>
                  <br />
                  <span className="home-quote__context">
                    <Translate id="homepage.quotes.example" description="The team under a sample quote, marked as an example; {context} is the team" values={{ context: quote.context }}>
                      {'{context} (example)'}
                    </Translate>
                  </span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}

export default function Home() {
  return (
    <Layout
      description={translate({
        id: 'homepage.description',
        message: 'docsite builds versioned documentation, blogs and changelogs from Markdown, MDX and React into static HTML.',
        description: 'The meta description of the home page',
      })}
    >
      <ReleaseBanner />
      <Hero />
      <Features />
      <Quotes />
    </Layout>
  );
}
