import { auditActorOf, categoryAudit, productAudit, userAudit, type NewAuditEntry } from '../../core/domain/audit';
import { sampleProducts } from './catalogue';
import { sampleCategories } from './categories';
import { otherAdmin, sampleAdmin, sampleCustomer } from './people';

const admin = auditActorOf(sampleAdmin);
const maya = auditActorOf(otherAdmin);
const hammer = sampleProducts.find((product) => product.partNumber === 'HT-HMR-16')!;
const { customerCount: _count, ...hammerAsStored } = hammer;
const saws = sampleCategories.find((category) => category.name === 'Saws')!;

/** A product added with a long name, a price raised with new volume prices, a category renamed, a customer made an admin: oldest first. */
export const sampleAuditEntries: NewAuditEntry[] = [
  productAudit(admin, null, {
    ...hammerAsStored,
    _id: 'f6a1c1de-0000-4000-8000-00000000a0d1',
    partNumber: 'HT-GRD-230-KIT',
    name: 'Heavy-Duty Brushless Angle Grinder 230 mm with Anti-Kickback Clutch, Two 5.0 Ah Batteries and Case',
    priceBreaks: [],
  }),
  productAudit(admin, { ...hammerAsStored, price: 23, priceBreaks: [] }, hammerAsStored),
  categoryAudit(maya, { ...saws, name: 'Handsaws' }, saws),
  userAudit(maya, sampleCustomer, { role: 'admin' }),
];
