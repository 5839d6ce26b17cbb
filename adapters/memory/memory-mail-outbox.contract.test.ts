import { mailOutboxContract } from '../../tests/contracts/mail-outbox.contract';
import { MemoryMailOutbox } from './memory-mail-outbox';

mailOutboxContract('memory', async () => ({ outbox: new MemoryMailOutbox(), reset: async () => {} }));
