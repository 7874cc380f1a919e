/** Home: hero video, tagline, featured per category, Why-us, FAQ, contact. */
import { useLanguage } from '../../i18n';
import { useEffect, useRef, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { ShopLink } from '../../components/ShopLink';
import { ActionLinks } from '../../components/ActionLinks';
import type { Category } from '../../api/types';
import { SHELL_TEXT } from '../../components/texts';
import { HOME_TEXT } from './texts';
import { formatUaePhone } from '../../components/format';
import heroVideo from '../../assets/hero.mp4';
import heroPoster from '../../assets/hero-poster.webp';
import {
  useGetCategoriesQuery,
  useGetProductsQuery,
  useGetSettingsQuery,
} from '../../app/catalogApi';
import { categoryClass } from '../../components/categoryStyle';
import { contactLinks } from '../../components/contact';
import { InstagramIcon, MailIcon, WhatsAppIcon } from '../../components/Icons';
import { ProductCard, ProductGridSkeleton } from '../../components/ProductCard';
import { usePageTitle } from '../../components/usePageTitle';
import { FEATURED_PER_CATEGORY, featuredQuery } from './data';
import { useReducedMotion } from '../../components/useReducedMotion';

/**
 * The poster is the page's largest paint; the 340 KB video starts once the app is running
 * (after the page is painted, see boot.ts), so on a phone it never competes with the page.
 * Without JavaScript the poster stays.
 */
function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.preload = 'auto';
    // Muted, so the browser allows it; a refusal (data saver) leaves the poster.
    Promise.resolve()
      .then(() => element.play())
      .catch(() => undefined);
  }, []);
  return (
    <video
      ref={video}
      src={heroVideo}
      poster={heroPoster}
      muted
      loop
      playsInline
      preload="none"
      width={640}
      height={360}
    />
  );
}

function Hero({ tagline }: { tagline: string }) {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(HOME_TEXT);
  const reducedMotion = useReducedMotion();
  // The largest paint of the home page: in the server-rendered head, fetched first.
  preload(heroPoster, { as: 'image', fetchPriority: 'high' });
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__media" aria-hidden="true">
        {reducedMotion ? (
          <img src={heroPoster} alt="" width={640} height={360} fetchPriority="high" />
        ) : (
          <HeroVideo />
        )}
      </div>
      <div className="hero__content">
        <p className="hero__kicker">{text.heroKicker}</p>
        <h1 id="hero-title" className="hero__title display">
          {tagline}
        </h1>
        <ActionLinks
          big
          primary={{ to: '/shop', label: shell.shopAll }}
          secondary={{ to: '/track-order', label: text.trackYourOrder }}
        />
      </div>
    </section>
  );
}

function FeaturedCategory({ category, first }: { category: Category; first: boolean }) {
  const lang = useLanguage();
  const text = lang.t(HOME_TEXT);
  const { data, isLoading } = useGetProductsQuery(featuredQuery(category.slug));
  if (!isLoading && !data?.products.length) return null;
  const headingId = `featured-${category.id}`;
  return (
    <section className={`featured ${categoryClass(category.slug)}`} aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId} className="section-title">
          {lang.name(category)}
        </h2>
        <ShopLink to={`/shop?category=${encodeURIComponent(category.slug)}`} className="link-arrow">
          {text.viewAll}
          <span className="sr-only"> {lang.name(category)}</span>{' '}
          <span className="dir-arrow" aria-hidden="true">
            →
          </span>
        </ShopLink>
      </div>
      {isLoading || !data ? (
        <ProductGridSkeleton count={FEATURED_PER_CATEGORY} />
      ) : (
        <div className="grid">
          {data.products.map((p, i) => (
            <ProductCard key={p.id} product={p} priority={first && i < 2} />
          ))}
        </div>
      )}
    </section>
  );
}

/** A full-width band of the home page, its anchor `id` and its centred title. */
function Band({
  id,
  modifier,
  title,
  children,
}: {
  id: string;
  modifier: string;
  title: string;
  children: ReactNode;
}) {
  const titleId = `${modifier}-title`;
  return (
    <section id={id} className={`band band--${modifier}`} aria-labelledby={titleId}>
      <div className="page">
        <h2 id={titleId} className="section-title section-title--center">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function HomePage() {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(HOME_TEXT);
  const { data: settings } = useGetSettingsQuery();
  const { data: categories, isLoading } = useGetCategoriesQuery();
  // Arabic pages read the Arabic tagline, or their own default: never the English one.
  const tagline =
    (lang.locale === 'ar' ? settings?.brandTaglineAr : settings?.brandTagline) ||
    text.defaultTagline;
  usePageTitle(tagline);
  const contact = settings ? contactLinks(settings) : null;

  return (
    <div className="home">
      <Hero tagline={tagline} />

      <div className="page">
        {isLoading && <ProductGridSkeleton count={FEATURED_PER_CATEGORY} />}
        <div className="featured-list">
          {categories?.map((c, i) => (
            <FeaturedCategory key={c.id} category={c} first={i === 0} />
          ))}
        </div>
        <p className="center shop-all">
          <ShopLink to="/shop" className="btn btn--primary btn--big">
            {shell.shopAll}
          </ShopLink>
        </p>
      </div>

      <Band id="about" modifier="why" title={text.whyUsTitle}>
        <ul className="why">
          {text.whyUs.map((f, i) => (
            <li key={f.title} className={`why__item why__item--${i + 1}`}>
              <span className="why__icon" aria-hidden="true">
                {['☠', '✦', '◉'][i]}
              </span>
              <h3 className="why__title">{f.title}</h3>
              <p>{f.body}</p>
            </li>
          ))}
        </ul>
      </Band>

      <section id="faq" className="page faq" aria-labelledby="faq-title">
        <h2 id="faq-title" className="section-title section-title--center">
          {text.faqTitle}
        </h2>
        <div className="faq__list">
          {text.faq.map((f) => (
            <details key={f.q} className="faq__item">
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </div>
      </section>

      <Band id="contact" modifier="contact" title={text.contactTitle}>
        <p className="center muted">{text.contactIntro}</p>
        {settings && contact && (
          <ul className="contact">
            {[
              {
                href: contact.email,
                Icon: MailIcon,
                label: shell.email,
                value: settings.contactEmail,
                external: false,
              },
              {
                href: contact.instagram,
                Icon: InstagramIcon,
                label: shell.instagram,
                value: settings.instagramHandle,
                external: true,
              },
              {
                href: contact.whatsapp,
                Icon: WhatsAppIcon,
                label: shell.whatsapp,
                value: formatUaePhone(settings.whatsappNumber),
                external: true,
              },
            ].map(({ href, Icon, label, value, external }) => (
              <li key={label}>
                <a
                  href={href}
                  className="contact__card"
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon size={28} />
                  <span className="contact__label">{label}</span>
                  <bdi className="contact__value" dir="ltr">
                    {value}
                  </bdi>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Band>
    </div>
  );
}
