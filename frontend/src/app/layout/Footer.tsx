/** The storefront footer: socials, shop and info links, the payment box, the copyright line. */
import { Link } from 'react-router-dom';
import { SHOP_NAME } from '@contract';
import { contactLinks } from '../../components/contact';
import { CashIcon, InstagramIcon, MailIcon, WhatsAppIcon } from '../../components/Icons';
import { useGetSettingsQuery } from '../catalogApi';
import { COPYRIGHT_YEAR, SHELL_TEXT } from '../texts';

export function Footer() {
  const { data: settings } = useGetSettingsQuery();
  const contact = settings ? contactLinks(settings) : null;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__brand">
          <p className="logo logo--footer">{SHOP_NAME}</p>
          <p className="muted">{SHELL_TEXT.footerTagline}</p>
          <h2 className="footer-title">{SHELL_TEXT.footerFollow}</h2>
          <ul className="socials">
            <li>
              <a
                href={contact?.instagram ?? '#'}
                aria-label={SHELL_TEXT.instagram}
                rel="noopener noreferrer"
                target="_blank"
              >
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a
                href={contact?.whatsapp ?? '#'}
                aria-label={SHELL_TEXT.whatsapp}
                rel="noopener noreferrer"
                target="_blank"
              >
                <WhatsAppIcon />
              </a>
            </li>
            <li>
              <a href={contact?.email ?? '#'} aria-label={SHELL_TEXT.email}>
                <MailIcon />
              </a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="footer-title">
            {SHELL_TEXT.footerShop}
          </h2>
          <ul className="footer-links">
            {SHELL_TEXT.footerLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="footer-title">
            {SHELL_TEXT.footerInfo}
          </h2>
          <ul className="footer-links">
            {SHELL_TEXT.footerInfoLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="payment-box" aria-labelledby="footer-payment">
          <h2 id="footer-payment" className="footer-title">
            {SHELL_TEXT.paymentTitle}
          </h2>
          <p className="payment-box__method">
            <CashIcon /> {SHELL_TEXT.paymentBody}
          </p>
          <p className="muted">{SHELL_TEXT.paymentNote}</p>
        </section>
      </div>
      <p className="copyright">{SHELL_TEXT.copyright(COPYRIGHT_YEAR)}</p>
    </footer>
  );
}
