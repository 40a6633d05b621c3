import { useState } from 'react';
import { useGetSettingsQuery } from '../../api/core';
import styles from './Shell.module.css';

/** sessionStorage: the message a visitor closed (a new message shows again). */
export const DISMISSED_KEY = 'tribo:aviso-fechado';

function dismissedMessage(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null; // storage blocked: the banner just shows
  }
}

/**
 * The announcement banner staff turn on in Configurações do site (settings.maintenance_banner): at
 * the top of every page's content while enabled. Closing it hides it until the end of the visit.
 */
export default function AnnouncementBanner() {
  const { data } = useGetSettingsQuery();
  const [closed, setClosed] = useState<string | null>(dismissedMessage);
  const banner = data?.maintenance_banner;
  const text = banner?.message.trim() ?? '';
  if (!banner?.enabled || !text || closed === text) return null;
  const close = () => {
    setClosed(text);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, text);
    } catch {
      // not remembered past this page view
    }
  };
  return (
    <div className={styles.announcement} role="status" aria-label="Aviso da Tribo">
      <p className={styles.announcementText}>{text}</p>
      <button type="button" className={styles.announcementClose} onClick={close} aria-label="Fechar aviso">
        ×
      </button>
    </div>
  );
}
