import { contactMessageRepositoryContract } from '../../tests/contracts/contact-message-repository.contract';
import { MemoryContactMessageRepository } from './memory-contact-message-repository';

contactMessageRepositoryContract('memory', async () => ({ messages: new MemoryContactMessageRepository(), reset: async () => {} }));
