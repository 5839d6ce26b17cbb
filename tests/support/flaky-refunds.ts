import type { RefundRequest } from '../../core/ports/driven/payment-processor';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';

/** The sandbox provider, whose next refunds can be made to fail as a provider's outage (or refusal) would. */
export class FlakyRefunds extends SandboxCardProcessor {
  failures = 0;
  /** What a failing refund throws: by default, the provider out of reach. */
  failure: () => Error = () => new Error('The card provider could not be reached');
  /** The refunds the provider made, in cents. */
  refunds: RefundRequest[] = [];

  override async refund(request: RefundRequest) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw this.failure();
    }
    this.refunds.push(request);
    return super.refund(request);
  }
}
