import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface LeafletMapProps {
  center: LatLng;
  zoom: number;
  marker: LatLng | null;
  /** Tile URL template from /api/config; until it arrives (or if tiles fail) the map is plain grey but usable. */
  tileUrl: string | null;
  /** The map's accessible name. */
  label: string;
  /** When set, a click on the map (or the "Use map centre" button, for keyboards) picks that point. */
  onPick?: (point: LatLng) => void;
  className?: string;
}

// Marker images are bundled by Vite from the package, so no public host is needed (spec §7 used one).
const markerIconOptions = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/**
 * A Leaflet map with at most one marker. Loaded lazily (see place-map.tsx) so Leaflet and its CSS stay
 * out of every chunk but the screens that show a map.
 */
export default function LeafletMap({ center, zoom, marker, tileUrl, label, onPick, className = '' }: LeafletMapProps) {
  const { t } = useTranslation('places');
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });
  const initialView = useRef({ center, zoom });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { center: start, zoom: startZoom } = initialView.current;
    const map = L.map(container, { center: [start.lat, start.lng], zoom: startZoom });
    map.on('click', (event: L.LeafletMouseEvent) => onPickRef.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }));
    mapRef.current = map;
    // Dialogs and grids may size the container after mount; Leaflet must re-measure then.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const attribution = tileUrl.includes('openstreetmap') ? '&copy; OpenStreetMap contributors' : '';
    const layer = L.tileLayer(tileUrl, { maxZoom: 19, attribution }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [tileUrl]);

  useEffect(() => {
    mapRef.current?.setView([center.lat, center.lng], zoom);
  }, [center.lat, center.lng, zoom]);

  const markerLat = marker?.lat;
  const markerLng = marker?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (markerLat === undefined || markerLng === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current) markerRef.current.setLatLng([markerLat, markerLng]);
    else markerRef.current = L.marker([markerLat, markerLng], { icon: markerIconOptions, alt: t('Selected location'), interactive: false }).addTo(map);
  }, [markerLat, markerLng, t]);

  const pickCentre = () => {
    const centre = mapRef.current?.getCenter();
    if (centre) onPick?.({ lat: centre.lat, lng: centre.lng });
  };

  return (
    // Leaflet tells its attribution links from the text beside them by colour alone; an underline does not.
    // Important, because Leaflet's own unlayered CSS outranks Tailwind's layers.
    <div className={`isolate flex flex-col gap-2 [&_.leaflet-control-attribution_a]:underline! ${className}`}>
      <div ref={containerRef} role="region" aria-label={label} data-testid="leaflet-map" className="h-56 w-full rounded-lg bg-zinc-700" />
      {onPick ? (
        <button type="button" onClick={pickCentre} className="self-start text-sm text-pink-400 underline-offset-2 hover:underline">
          {t('Use map centre')}
        </button>
      ) : null}
    </div>
  );
}
