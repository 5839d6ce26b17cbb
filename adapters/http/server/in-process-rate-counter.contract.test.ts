import { rateCounterContract } from '../../../tests/contracts/rate-counter.contract';
import { InProcessRateCounter } from './in-process-rate-counter';

const counter = new InProcessRateCounter();
rateCounterContract('in process', () => ({ counter }));
