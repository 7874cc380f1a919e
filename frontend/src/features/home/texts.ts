/** The words of the home page (hero, featured sections, why us, FAQ, contact). */
import { LIMITS } from '@freakdrop/contract';
import { defineTexts } from '../../i18n/define';

export const HOME_TEXT = /*#__PURE__*/ defineTexts('home', {
  heroKicker: 'Psychedelic horror-toon streetwear · UAE',
  /** The hero's tagline when staff set none (Arabic pages: when no Arabic one is set). */
  defaultTagline: LIMITS.defaultTagline,
  trackYourOrder: 'Track Your Order',
  featuredIn: (category: string) => `Featured ${category}`,
  viewAll: 'View All',
  whyUsTitle: 'Why FreakDrop?',
  whyUs: [
    {
      title: 'Bold Designs',
      body: 'Psychedelic horror-toon artwork you will not find anywhere else, drawn to be stared at.',
    },
    {
      title: 'Premium Cotton',
      body: 'Heavyweight, soft premium cotton that keeps its shape and its colour wash after wash.',
    },
    {
      title: 'COD in UAE',
      body: 'Cash on delivery in AED across all emirates. Pay when your drop arrives at your door.',
    },
  ],
  faqTitle: 'FAQ',
  faq: [
    {
      q: 'How do I pay?',
      a: 'Cash on delivery, paid in AED across all emirates. Please have the exact change ready.',
    },
    {
      q: 'What sizes do you carry?',
      a: 'Sizes run S to XXL for most items. Each product page lists the sizes it comes in.',
    },
    {
      q: 'How long does delivery take?',
      a: `Delivery takes ${LIMITS.trackingDeliveryDays} business days. Orders placed before 2 PM are processed the same day.`,
    },
    {
      q: 'Can I return an item?',
      a: `Returns are accepted within ${LIMITS.returnDays} days for unworn items in original condition. Return shipping is covered for defective items.`,
    },
  ],
  contactTitle: 'Contact',
  contactIntro: 'Questions about a drop, a size or an order? Reach us any way you like.',
  aboutTitle: 'About',
} as const);
