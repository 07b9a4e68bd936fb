import { CatalogSchema1763700000000 } from './1763700000000-CatalogSchema';
import { SearchIndexes1763800000000 } from './1763800000000-SearchIndexes';
import { AccessAndEditing1763900000000 } from './1763900000000-AccessAndEditing';
import { CatalogVersion1764000000000 } from './1764000000000-CatalogVersion';
import { SearchVocabulary1764100000000 } from './1764100000000-SearchVocabulary';
import { ResponseCacheVersion1764200000000 } from './1764200000000-ResponseCacheVersion';
import { GpuPageIndex1764300000000 } from './1764300000000-GpuPageIndex';
import { RateLimitTable1764410000000 } from './1764410000000-RateLimitTable';
import { SavedBuildSnapshots1764450000000 } from './1764450000000-SavedBuildSnapshots';
import { ModelCatalog1764520000000 } from './1764520000000-ModelCatalog';
import { PriceObservations1764560000000 } from './1764560000000-PriceObservations';
import { SoftwareSupportAndRuleFacts1764560100000 } from './1764560100000-SoftwareSupportAndRuleFacts';
import { TensorRateNeedsTensorCores1764530000000 } from './1764530000000-TensorRateNeedsTensorCores';
import { DatasetCatalog1764600000000 } from './1764600000000-DatasetCatalog';
import { TrustFacts1764900000000 } from './1764900000000-TrustFacts';
import { CatalogVersionNotify1764800000000 } from './1764800000000-CatalogVersionNotify';
import { ModelLayouts1765000000000 } from './1765000000000-ModelLayouts';
import { SearchAnswers1765200000000 } from './1765200000000-SearchAnswers';
import { UnifiedMemorySystems1765300000000 } from './1765300000000-UnifiedMemorySystems';
import { GpuServers1766300000000 } from './1766300000000-GpuServers';
import { SearchPostingCovering1766400000000 } from './1766400000000-SearchPostingCovering';

/**
 * Every migration, in order. Listed explicitly (rather than globbed) so that the
 * compiled service, ts-jest and the CLI all run exactly the same classes.
 */
export const migrations = [
  CatalogSchema1763700000000,
  SearchIndexes1763800000000,
  AccessAndEditing1763900000000,
  CatalogVersion1764000000000,
  SearchVocabulary1764100000000,
  ResponseCacheVersion1764200000000,
  GpuPageIndex1764300000000,
  RateLimitTable1764410000000,
  SavedBuildSnapshots1764450000000,
  ModelCatalog1764520000000,
  PriceObservations1764560000000,
  SoftwareSupportAndRuleFacts1764560100000,
  TensorRateNeedsTensorCores1764530000000,
  DatasetCatalog1764600000000,
  TrustFacts1764900000000,
  CatalogVersionNotify1764800000000,
  ModelLayouts1765000000000,
  SearchAnswers1765200000000,
  UnifiedMemorySystems1765300000000,
  GpuServers1766300000000,
  SearchPostingCovering1766400000000,
];
