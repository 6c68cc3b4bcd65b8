import type { LocationItem } from '../../lib/chat/bot-reply.ts';
import { useChatT } from './chat-t.ts';
import { PinIcon } from './chat-icons.tsx';

export const mapLink = (item: LocationItem) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${item.latitude},${item.longitude}`)}`;

// Spec 2.6: latitude, longitude, name and address, with a link that opens the place in a map app.
export function LocationMessage({ item }: { item: LocationItem }) {
  const t = useChatT();
  return (
    <div className="dc-location">
      <PinIcon size={22} />
      <div className="dc-location-body">
        {item.name ? <strong className="dc-location-name">{item.name}</strong> : null}
        {item.address ? <span>{item.address}</span> : null}
        <span className="dc-muted">
          {t('latitude')}: {item.latitude}, {t('longitude')}: {item.longitude}
        </span>
        <a className="dc-link" href={mapLink(item)} target="_blank" rel="noopener noreferrer nofollow">
          {t('openMap')}
        </a>
      </div>
    </div>
  );
}
