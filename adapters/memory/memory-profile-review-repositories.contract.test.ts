import { profileRepositoryContract } from '../../tests/contracts/profile-repository.contract';
import { reviewRepositoryContract } from '../../tests/contracts/review-repository.contract';
import { MemoryProductRepository } from './memory-product-repository';
import { MemoryProfileRepository } from './memory-profile-repository';
import { MemoryReviewRepository } from './memory-review-repository';

profileRepositoryContract('memory', async () => ({ profiles: new MemoryProfileRepository(), reset: async () => {} }));
reviewRepositoryContract('memory', async () => ({ reviews: new MemoryReviewRepository(), products: new MemoryProductRepository(), reset: async () => {} }));
