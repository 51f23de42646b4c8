import { Foundation1763700000000 } from './1763700000000-Foundation';
import { Accounts1763800000000 } from './1763800000000-Accounts';
import { Catalog1763900000000 } from './1763900000000-Catalog';
import { SavedBuilds1764000000000 } from './1764000000000-SavedBuilds';
import { ServerBuildTotals1764100000000 } from './1764100000000-ServerBuildTotals';
import { ReviewCountUnknown1764200000000 } from './1764200000000-ReviewCountUnknown';
import { ContactMessages1764300000000 } from './1764300000000-ContactMessages';
import { Community1764400000000 } from './1764400000000-Community';
import { NewsImageAlt1764450000000 } from './1764450000000-NewsImageAlt';
import { Pricing1764600000000 } from './1764600000000-Pricing';
import { ArticlesSearch1764700000000 } from './1764700000000-ArticlesSearch';
import { AppSecret1764800000000 } from './1764800000000-AppSecret';
import { SavedPartCustomPrice1764900000000 } from './1764900000000-SavedPartCustomPrice';
import { ThemeUpdatedAt1765000000000 } from './1765000000000-ThemeUpdatedAt';
import { MoneyInCents1765100000000 } from './1765100000000-MoneyInCents';
import { GuideViews1765300000000 } from './1765300000000-GuideViews';
import { NoXHomeLink1765300000001 } from './1765300000001-NoXHomeLink';
import { ComponentPricedOn1765300000002 } from './1765300000002-ComponentPricedOn';
import { CpuGamingIndex1765400000000 } from './1765400000000-CpuGamingIndex';
import { StockUnknown1765500000000 } from './1765500000000-StockUnknown';
import { BuilderPartMarks1765600000000 } from './1765600000000-BuilderPartMarks';

/**
 * The migrations written before each module declared its own (modules/<x>/<x>.module.ts): history,
 * several modules' tables each. A new migration lives in its module's `migrations/` folder and
 * definition; one that changes several modules' tables at once is appended here.
 */
export const migrations = [
  Foundation1763700000000,
  Accounts1763800000000,
  Catalog1763900000000,
  SavedBuilds1764000000000,
  ServerBuildTotals1764100000000,
  ReviewCountUnknown1764200000000,
  ContactMessages1764300000000,
  Community1764400000000,
  NewsImageAlt1764450000000,
  Pricing1764600000000,
  ArticlesSearch1764700000000,
  AppSecret1764800000000,
  SavedPartCustomPrice1764900000000,
  ThemeUpdatedAt1765000000000,
  MoneyInCents1765100000000,
  GuideViews1765300000000,
  NoXHomeLink1765300000001,
  ComponentPricedOn1765300000002,
  CpuGamingIndex1765400000000,
  StockUnknown1765500000000,
  BuilderPartMarks1765600000000,
];
