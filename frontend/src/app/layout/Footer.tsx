/** The storefront footer: socials, shop and info links, the payment box, the copyright line. */
import type { ReactNode } from 'react';
import { ShopLink } from '../../components/ShopLink';
import { SHOP_NAME } from '@freakdrop/contract';
import { contactLinks } from '../../components/contact';
import { CashIcon, InstagramIcon, MailIcon, WhatsAppIcon } from '../../components/Icons';
import { useGetSettingsQuery } from '../catalogApi';
import { COPYRIGHT_YEAR, SHELL_TEXT } from '../../components/texts';
import { useTexts } from '../../i18n';

interface FooterLink {
  label: string;
  to: string;
}

function FooterNav({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly FooterLink[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-title">
        {title}
      </h2>
      <ul className="footer-links">
        {links.map((l) => (
          <li key={l.to}>
            <ShopLink to={l.to}>{l.label}</ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A social profile, opened in a new tab; `#` until the settings are loaded. */
function ExternalLink({
  href,
  label,
  children,
}: {
  href: string | undefined;
  label: string;
  children: ReactNode;
}) {
  return (
    <a href={href ?? '#'} aria-label={label} rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  );
}

export function Footer() {
  const shell = useTexts(SHELL_TEXT);
  const { data: settings } = useGetSettingsQuery();
  const contact = settings ? contactLinks(settings) : null;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__brand">
          <p className="logo logo--footer">{SHOP_NAME}</p>
          <p className="muted">{shell.footerTagline}</p>
          <h2 className="footer-title">{shell.footerFollow}</h2>
          <ul className="socials">
            <li>
              <ExternalLink href={contact?.instagram} label={shell.instagram}>
                <InstagramIcon />
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={contact?.whatsapp} label={shell.whatsapp}>
                <WhatsAppIcon />
              </ExternalLink>
            </li>
            <li>
              <a href={contact?.email ?? '#'} aria-label={shell.email}>
                <MailIcon />
              </a>
            </li>
          </ul>
        </section>
        <FooterNav id="footer-shop" title={shell.footerShop} links={shell.footerLinks} />
        <FooterNav id="footer-info" title={shell.footerInfo} links={shell.footerInfoLinks} />
        <section className="payment-box" aria-labelledby="footer-payment">
          <h2 id="footer-payment" className="footer-title">
            {shell.paymentTitle}
          </h2>
          <p className="payment-box__method">
            <CashIcon /> {shell.paymentBody}
          </p>
          <p className="muted">{shell.paymentNote}</p>
          {settings?.pricesIncludeVat && (
            <p className="muted" data-testid="prices-include-vat">
              {shell.pricesIncludeVat}
            </p>
          )}
        </section>
      </div>
      <p className="copyright">{shell.copyright(COPYRIGHT_YEAR)}</p>
    </footer>
  );
}
