import { contactMessageRepositoryContract } from '../../tests/contracts/contact-message-repository.contract';
import { MemoryContactMessageRepository } from './memory-contact-message-repository';
import { MemoryMailOutbox } from './memory-mail-outbox';

contactMessageRepositoryContract('memory', async () => {
  const outbox = new MemoryMailOutbox();
  return { messages: new MemoryContactMessageRepository(outbox), outbox, reset: async () => {} };
});
