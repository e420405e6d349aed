// The Home page's words, pictures and sponsors. Organisers edit this file; the components only lay it out.
// Pictures are named by their key in src/assets/media (drawn by scripts/generate-media.mjs).
import type { carouselImages } from '../assets/media/carousel';
import type { logos } from '../assets/media/logos';

export type CarouselImageKey = keyof typeof carouselImages;
export type LogoKey = keyof typeof logos;

export const homeHeader = {
  partners: [
    { logo: 'partner-coal', name: 'CoalWorks, our coal industry partner' },
    { logo: 'partner-minerals', name: 'MineralDev, our mineral development partner' },
  ] satisfies ReadonlyArray<{ logo: LogoKey; name: string }>,
  society: 'Technology Mining Engineering Society',
  presents: 'Presents',
  festTitle: "GREAT-STEP'25",
  dates: '28th – 30th March 2025',
  paragraphs: [
    "GREAT-STEP — the Geo-Resource Engineering And Technology Students', Teachers' and Employers' Partnership — is " +
      'the technical and management fest of the Department of Mining Engineering at IIT Kharagpur. Thirteen editions ' +
      'since the first in 2008 have brought students, teachers and the mining industry to one campus; this is the ' +
      'fourteenth.',
    'Over three days in March, teams from colleges across India take on case studies, design and robotics ' +
      'challenges, quizzes and a coding contest, while guest lectures and hands-on workshops show where mining, ' +
      'geoscience and safety are heading next.',
  ],
};

export const carousel = {
  title: 'Moments from past editions',
  slides: [
    { image: 'carousel-01', alt: 'Illustration: the benches of an open-pit mine at sunset' },
    { image: 'carousel-02', alt: 'Illustration: a pithead frame against a pale morning sky' },
    { image: 'carousel-03', alt: 'Illustration: stage lights over the crowd at the opening night' },
    { image: 'carousel-04', alt: 'Illustration: bunting over the fest ground and visitors gathering' },
    { image: 'carousel-05', alt: 'Illustration: a starry night above the quarry terraces' },
    { image: 'carousel-06', alt: 'Illustration: the pit benches glowing in the evening light' },
    { image: 'carousel-07', alt: 'Illustration: a headframe on the ridge at dusk' },
    { image: 'carousel-08', alt: 'Illustration: the audience facing the stage during the prize ceremony' },
    { image: 'carousel-09', alt: 'Illustration: flags strung over the workshop tents' },
    { image: 'carousel-10', alt: 'Illustration: night falls over the mine on the last day of the fest' },
  ] satisfies ReadonlyArray<{ image: CarouselImageKey; alt: string }>,
};

export const sponsors = {
  title: 'Our Sponsors',
  // Sample sponsors with neutral wordmarks: the organisers put the real ones here.
  list: [
    { logo: 'sponsor-terra', name: 'TerraDrill' },
    { logo: 'sponsor-orecast', name: 'OreCast' },
    { logo: 'sponsor-shaftline', name: 'Shaftline' },
    { logo: 'sponsor-safehelm', name: 'SafeHelm' },
    { logo: 'sponsor-rockwise', name: 'RockWise' },
    { logo: 'sponsor-greenpit', name: 'GreenPit' },
    { logo: 'sponsor-survex', name: 'Survex' },
    { logo: 'sponsor-blastcore', name: 'BlastCore' },
  ] satisfies ReadonlyArray<{ logo: LogoKey; name: string }>,
};

export const promo = {
  title: 'GreatStep in motion',
  text: 'A short look at the fest ground as the evening sets in — and at what waits for you in March.',
  label: "Promotional video for GREAT-STEP'25",
};
