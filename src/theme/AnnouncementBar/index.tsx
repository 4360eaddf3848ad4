import { useSiteConfig } from '@docsite/runtime';
import { useAnnouncementBar } from '@theme/AnnouncementBar/useAnnouncementBar';
import './styles.css';

interface AnnouncementBarConfig {
  id: string;
  /** HTML written by the site owner in site.config.ts. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

/** The optional bar above the navbar, from themeConfig.announcementBar; closing it is remembered per id. */
export default function AnnouncementBar() {
  const bar = useSiteConfig().themeConfig.announcementBar as AnnouncementBarConfig | undefined;
  const { isActive, close } = useAnnouncementBar();
  if (!bar || !isActive) return null;
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label="Close" onClick={close}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="3" d="M2 2l11 11M13 2L2 13" />
          </svg>
        </button>
      )}
    </div>
  );
}
