import { valibotResolver } from '@hookform/resolvers/valibot';
import type { QueryKey } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { messages } from '../../core/domain/messages';
import { shipmentSchema, type Order, type Shipment } from '../../core/domain/order';
import { contentsOf } from '../../core/domain/order-contents';
import { FormActions } from '../components/form-actions';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { useShipOrder } from '../queries/admin';

type ShipmentForm = v.InferInput<typeof shipmentSchema>;

export interface ShipOrderDialogProps {
  /** The order to ship; the dialog is closed without one. */
  order: Order | null;
  onClose(): void;
  /** The order page's query, read afresh once it has shipped. */
  detailKey?: QueryKey;
}

/** Marks a paid order shipped, with the carrier and tracking number when the admin has them. */
export function ShipOrderDialog({ order, onClose, detailKey }: ShipOrderDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()} title={order ? `Ship ${order.number}` : 'Ship'} description={order && `${contentsOf(order.lines)} for ${order.customerName || order.customerEmail}`}>
      {/* Keyed by order: each one opens with empty fields. */}
      {order && <ShipmentFields key={order._id} order={order} onClose={onClose} detailKey={detailKey} />}
    </Dialog>
  );
}

function ShipmentFields({ order, onClose, detailKey }: { order: Order; onClose(): void; detailKey?: QueryKey }) {
  const toast = useToast();
  const ship = useShipOrder(detailKey);
  const { register, handleSubmit, formState } = useForm<ShipmentForm, unknown, Shipment>({
    resolver: valibotResolver(shipmentSchema),
    defaultValues: { carrier: '', trackingNumber: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const submit = async (shipment: Shipment) => {
    try {
      await ship.mutateAsync({ id: order._id, shipment: { carrier: shipment.carrier ?? undefined, trackingNumber: shipment.trackingNumber ?? undefined } });
      toast.success(messages.orderShipped);
    } catch (error) {
      // Refused (shipped or cancelled meanwhile): the server says why; the list is as it was.
      toast.error(messageOf(error));
    }
    onClose();
  };

  return (
    <form noValidate aria-label="Shipment" onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-5">
      <TextField label="Carrier (optional)" autoComplete="off" readOnly={isSubmitting} error={errors.carrier?.message} {...register('carrier')} />
      <TextField label="Tracking number (optional)" autoComplete="off" readOnly={isSubmitting} error={errors.trackingNumber?.message} {...register('trackingNumber')} />
      <FormActions submitting={isSubmitting} onCancel={onClose}>
        Mark as shipped
      </FormActions>
    </form>
  );
}
