// Which cva definitions each component's variant props come from, for its Storybook props table (read by
// variant-arg-types.ts). Kept here rather than in the components so the package and the site ship none of it;
// variant-arg-types.test.ts fails when a component's `VariantProps<typeof x>` is not listed.
import {
  MarketplaceWordmark,
  marketplaceWordmarkVariants,
} from '../src/assets/marketplace-wordmark/marketplace-wordmark';
import { controlVariants } from '../src/forms/field/control-styles';
import { Field, fieldVariants } from '../src/forms/field/field';
import { FormMessage, formMessageVariants } from '../src/forms/form/form-message';
import { RadioGroup, radioGroupVariants } from '../src/forms/radio-group/radio-group';
import { Select } from '../src/forms/select/select';
import { Input, TextField } from '../src/forms/text-field/text-field';
import { ContentLayout, contentLayoutVariants } from '../src/layouts/content-layout/content-layout';
import {
  LanguageSwitcher,
  languageSwitcherVariants,
} from '../src/layouts/language-switcher/language-switcher';
import { ConsentBanner, consentBannerVariants } from '../src/overlays/consent-banner/consent-banner';
import { DialogContent, dialogContentVariants } from '../src/overlays/dialog/dialog';
import { Toast, toastVariants } from '../src/overlays/toast/toast';
import { Accordion, accordionVariants } from '../src/primitives/accordion/accordion';
import { Badge, badgeVariants } from '../src/primitives/badge/badge';
import { Button, buttonVariants } from '../src/primitives/button/button';
import { Card, cardVariants } from '../src/primitives/card/card';
import { Container, containerVariants } from '../src/primitives/container/container';
import { defaultSize, Heading, headingVariants } from '../src/primitives/heading/heading';
import { Image, imageVariants } from '../src/primitives/image/image';
import { Link, linkVariants } from '../src/primitives/link/link';
import { Pagination, paginationItemVariants } from '../src/primitives/pagination/pagination';
import { SearchInput, searchInputVariants } from '../src/primitives/search-input/search-input';
import { Skeleton, skeletonVariants } from '../src/primitives/skeleton/skeleton';
import { Spinner, spinnerVariants } from '../src/primitives/spinner/spinner';
import { Grid, gridVariants, Stack, stackVariants } from '../src/primitives/stack/stack';
import { Tabs, tabsListVariants } from '../src/primitives/tabs/tabs';
import { Text, textVariants } from '../src/primitives/text/text';
import { ArticleCard, articleCardVariants } from '../src/sections/article-card/article-card';
import { FeatureGrid, featureGridVariants } from '../src/sections/feature-grid/feature-grid';
import { Hero, heroVariants } from '../src/sections/hero/hero';
import { Section, sectionVariants } from '../src/sections/section/section';

/** The definition(s) whose variants are props of a component, and how the table shows them. */
export type VariantSource = readonly [
  component: object,
  definitions: readonly object[],
  options?: {
    /** The definitions' variant keys that are props of the component (all when absent). */
    pick?: readonly string[];
    /** Default text for props the component defaults itself, by prop name. */
    defaults?: Record<string, string>;
  },
];

export const variantSources: readonly VariantSource[] = [
  [MarketplaceWordmark, [marketplaceWordmarkVariants]],
  [Field, [fieldVariants]],
  [FormMessage, [formMessageVariants]],
  [RadioGroup, [radioGroupVariants]],
  [Select, [controlVariants], { pick: ['size'] }],
  [Input, [controlVariants], { pick: ['size'] }],
  [TextField, [controlVariants], { pick: ['size'] }],
  [ContentLayout, [contentLayoutVariants]],
  [LanguageSwitcher, [languageSwitcherVariants]],
  [ConsentBanner, [consentBannerVariants]],
  [DialogContent, [dialogContentVariants]],
  [Toast, [toastVariants]],
  [Accordion, [accordionVariants]],
  [Badge, [badgeVariants]],
  [Button, [buttonVariants]],
  [Card, [cardVariants]],
  [Container, [containerVariants]],
  [
    Heading,
    [headingVariants],
    {
      defaults: {
        size: Object.entries(defaultSize)
          .map(([level, size]) => `h${level}: ${size}`)
          .join(', '),
      },
    },
  ],
  [Image, [imageVariants]],
  [Link, [linkVariants]],
  [Pagination, [paginationItemVariants], { pick: ['size'] }],
  [SearchInput, [searchInputVariants]],
  [Skeleton, [skeletonVariants]],
  [Spinner, [spinnerVariants]],
  [Stack, [stackVariants]],
  [Grid, [gridVariants]],
  [Tabs, [tabsListVariants]],
  [Text, [textVariants]],
  [ArticleCard, [articleCardVariants]],
  [FeatureGrid, [featureGridVariants]],
  [Hero, [heroVariants]],
  [Section, [sectionVariants]],
];
