import { Link } from 'react-router-dom';
import { useGetSettingsQuery } from '../../api/core';
import { DEFAULT_SETTINGS as SITE_DEFAULTS } from '../../../shared/settings';
import { Icon } from './icons';
import styles from './Shell.module.css';
import { paths } from '../../app/paths';

export const FOOTER_TAGLINE = 'Marketplace de serviços profissionais, curados por comunidades e nichos locais (tribos)';

/** wa.me chat link with the prefilled greeting; null without a usable number. */
export function whatsappUrl(number: string | undefined, greeting: string | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (digits.length < 10) return null;
  const text = greeting?.trim();
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

function socialLabel(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    if (host.includes('instagram')) return 'Instagram';
    if (host.includes('facebook')) return 'Facebook';
    if (host.includes('tiktok')) return 'TikTok';
    if (host.includes('linkedin')) return 'LinkedIn';
    if (host.includes('youtube')) return 'YouTube';
    if (host === 'x.com' || host.includes('twitter')) return 'X (Twitter)';
  } catch {
    // not a URL: generic label
  }
  return 'Rede social';
}

/** Footer (spec: Footer): tagline, Suporte, Sobre Nós, Siga-nos and the copyright line. */
export default function Footer() {
  const { data: settings } = useGetSettingsQuery();
  // Never without its two links: a failed settings call or an empty setting falls back to Tribo's own.
  const social = settings?.social_profile_url?.trim() || SITE_DEFAULTS.social_profile_url;
  const whatsapp =
    whatsappUrl(settings?.whatsapp_number, settings?.whatsapp_greeting?.trim() || SITE_DEFAULTS.whatsapp_greeting) ??
    whatsappUrl(SITE_DEFAULTS.whatsapp_number, SITE_DEFAULTS.whatsapp_greeting);
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <img src="/logo-light.svg" alt="Tribo" width={112} height={32} loading="lazy" />
          <p>{FOOTER_TAGLINE}</p>
        </div>
        <nav aria-labelledby="footer-support" className={styles.footerCol}>
          <h2 id="footer-support">Suporte</h2>
          <ul>
            <li>
              <Link to={paths.helpCenter()}>Central de Ajuda</Link>
            </li>
            <li>
              <Link to={paths.faq()}>Perguntas Frequentes</Link>
            </li>
            <li>
              <Link to={paths.contact()}>Contato</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-about" className={styles.footerCol}>
          <h2 id="footer-about">Sobre Nós</h2>
          <ul>
            <li>
              <Link to={paths.aboutUs()}>Quem Somos</Link>
            </li>
            <li>
              <Link to={paths.terms()}>Termos de Uso</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>Política de Privacidade</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.footerCol}>
          <h2 id="footer-follow">Siga-nos</h2>
          <ul aria-labelledby="footer-follow">
            {social ? (
              <li>
                <a href={social} target="_blank" rel="noopener noreferrer" className={styles.footerSocial}>
                  <Icon name="instagram" size={18} />
                  {socialLabel(social)}
                </a>
              </li>
            ) : null}
            {whatsapp ? (
              <li>
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={styles.footerSocial}>
                  <Icon name="whatsapp" size={18} />
                  WhatsApp
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>© {year} Tribo. Todos os direitos reservados.</p>
    </footer>
  );
}
