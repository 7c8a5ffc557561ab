/**
 * JSON-LD the worker writes itself: on the home page the station (RadioStation: name, logo,
 * address, social profiles; its BroadcastService with the two frequencies) and the site (WebSite with a
 * SearchAction into the search page), and on any page with a trail its BreadcrumbList.
 */
import { LOGO_PATH, LOGO_SIZE } from '../../shared/loaders/breadcrumb-ld';
import { t } from '../../shared/i18n/translate';
import type { Breadcrumb } from '../../shared/routing/types';
import type { Lang } from '../../shared/types/content';

export interface StationFacts {
  /** Social profile URLs (settings' socialLinks). */
  sameAs: string[];
  address: string;
}

const SCHEMA = 'https://schema.org';

/** The station and the site, as one `@graph`. */
export function homeJsonLd(lang: Lang, origin: string, station: StationFacts): Record<string, unknown> {
  const name = t(lang, 'brand.name');
  const frequency = (subChannel?: string) => ({
    '@type': 'BroadcastFrequencySpecification',
    broadcastFrequencyValue: 91.5,
    broadcastSignalModulation: 'FM',
    ...(subChannel ? { broadcastSubChannel: subChannel } : {}),
  });
  return {
    '@context': SCHEMA,
    '@graph': [
      {
        '@type': 'RadioStation',
        '@id': `${origin}/#station`,
        name,
        url: `${origin}/`,
        logo: { '@type': 'ImageObject', url: `${origin}${LOGO_PATH}`, width: LOGO_SIZE, height: LOGO_SIZE },
        ...(station.address ? { address: { '@type': 'PostalAddress', streetAddress: station.address } } : {}),
        ...(station.sameAs.length ? { sameAs: station.sameAs } : {}),
      },
      // The frequencies are the broadcast's, not the business's: schema.org gives broadcastFrequency
      // to BroadcastService (https://schema.org/broadcastFrequency), which names its broadcaster.
      {
        '@type': 'BroadcastService',
        '@id': `${origin}/#broadcast`,
        name,
        broadcastDisplayName: name,
        broadcaster: { '@id': `${origin}/#station` },
        broadcastFrequency: [frequency(), frequency('HD2')],
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name,
        url: `${origin}/`,
        inLanguage: lang,
        publisher: { '@id': `${origin}/#station` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search/{search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** A page's trail as a schema.org BreadcrumbList with absolute item URLs. */
export function breadcrumbJsonLd(trail: Breadcrumb[], origin: string): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((b, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: b.name,
      item: `${origin}${b.path}`,
    })),
  };
}
