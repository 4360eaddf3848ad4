import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { Link, useBaseUrl, useSiteConfig } from 'docsite/runtime';
import { features } from '../data/features.ts';
import { quotes } from '../data/quotes.ts';
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
        docsite {minor} is out: read what is new in the release post
      </Link>
    </div>
  );
}

function Hero() {
  const { title, tagline } = useSiteConfig();
  const logo = useBaseUrl('/img/favicon.svg');
  return (
    <header className="home-hero">
      <div className="container home-hero__inner">
        <img className="home-hero__logo" src={logo} alt={`${title} logo`} width="96" height="96" />
        <h1 className="home-hero__title">{tagline}</h1>
        <p className="home-hero__subtitle">
          {title} turns Markdown, MDX and React pages into a static documentation website, with versioned docs, a blog and a changelog
          built in.
        </p>
        <div className="home-hero__actions">
          <Link className="home-button home-button--primary" to="/docs/">
            Get Started
          </Link>
          <Link className="home-button home-button--secondary" to="/docs/playground/">
            Try the Playground
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
          What docsite does for you
        </Heading>
        <div className="home-features">
          {features.map((feature) => (
            <article key={feature.title} className="home-feature">
              <FeatureIcon icon={feature.icon} />
              <h3 className="home-feature__title">{feature.title}</h3>
              <p>{feature.description}</p>
              <Link className="home-feature__link" to={feature.link.to}>
                Read more: {feature.link.label}
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
          Highlights
        </Heading>
        <p className="home-section__note">
          Sample quotes: they were written for this page to show how a site can present feedback, and are not statements of real people
          or companies.
        </p>
        <div className="home-quotes">
          {quotes.map((quote) => (
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
                  <span className="home-quote__context">{quote.context} (example)</span>
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
    <Layout description="docsite builds versioned documentation, blogs and changelogs from Markdown, MDX and React into static HTML.">
      <ReleaseBanner />
      <Hero />
      <Features />
      <Quotes />
    </Layout>
  );
}
