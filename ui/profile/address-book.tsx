import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { addressMessages, emptyAddress, MAX_SAVED_ADDRESSES, type Address, type SavedAddress } from '../../core/domain/address';
import { AddressForm } from '../addresses/address-form';
import { AddressLines } from '../addresses/address-lines';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { Checkbox } from '../components/checkbox';
import { ConfirmDialog, Dialog } from '../components/dialog';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { addressBookQuery, addressKeys, useAddAddress, useDeleteAddress, useMakeDefaultAddress, useUpdateAddress } from '../queries/addresses';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

export const addressBookText = {
  heading: 'Address book',
  empty: 'No saved addresses yet',
  emptyHint: 'Save the places you have orders delivered to, and choose one when you order.',
  count: (count: number) => `${count} of ${MAX_SAVED_ADDRESSES} saved`,
  added: 'Address saved to your address book',
  updated: 'Address updated',
  deleted: 'Address deleted',
  madeDefault: 'Default address changed',
  makeDefault: 'Make it my default address',
  makeDefaultHint: 'Orders start with the default address chosen.',
} as const;

/** How a button names the address it acts on: two addresses may share a recipient. */
const nameOf = (address: Address) => `${address.recipient}, ${address.line1}`;

export interface AddressBookProps {
  /** The customer's name: a new address's recipient to start with. */
  recipient?: string;
}

/** The customer's saved delivery addresses: add, change, delete and choose the default. */
export function AddressBook({ recipient = '' }: AddressBookProps) {
  const headingId = useId();
  const api = useService(UI_TOKENS.ShopApi);
  const toast = useToast();
  const loaded = useQuery(addressBookQuery(api));
  const tryAgain = useTryAgain(addressKeys.mine);
  const addAddress = useAddAddress();
  const updateAddress = useUpdateAddress();
  const deleteAddress = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const [adding, setAdding] = useState(false);
  const [addAsDefault, setAddAsDefault] = useState(false);
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  const [confirming, setConfirming] = useState<SavedAddress | null>(null);

  const book = loaded.data ?? [];
  const full = book.length >= MAX_SAVED_ADDRESSES;

  const startAdding = () => {
    setAddAsDefault(false);
    setAdding(true);
  };

  const add = async (address: Address) => {
    await addAddress.mutateAsync({ address, makeDefault: addAsDefault });
    setAdding(false);
    toast.success(addressBookText.added);
  };

  const edit = async (target: SavedAddress, address: Address) => {
    await updateAddress.mutateAsync({ id: target._id, address });
    setEditing(null);
    toast.success(addressBookText.updated);
  };

  const remove = async (target: SavedAddress) => {
    try {
      await deleteAddress.mutateAsync(target);
      toast.success(addressBookText.deleted);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setConfirming(null);
    }
  };

  const chooseDefault = async (target: SavedAddress) => {
    try {
      await makeDefault.mutateAsync(target);
      toast.success(addressBookText.madeDefault);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  const addButton = (
    <Button size="sm" onClick={startAdding} disabled={full}>
      Add an address
    </Button>
  );

  let body;
  if (loaded.isPending) body = <LoadingState label="Loading your addresses" waiting={loaded.isFetching} />;
  else if (loaded.isError) body = <ErrorState title="Your addresses could not be loaded" message={messageOf(loaded.error)} onRetry={tryAgain} />;
  else if (book.length === 0)
    body = (
      <EmptyState title={addressBookText.empty} action={addButton}>
        {addressBookText.emptyHint}
      </EmptyState>
    );
  else
    body = (
      <>
        <ul aria-label="Saved addresses" className="grid gap-4 md:grid-cols-2">
          {book.map((address) => (
            <li key={address._id} className="min-w-0">
              <Card className="flex h-full flex-col gap-4 p-5">
                <div className="flex min-w-0 items-start justify-between gap-3">
                  <AddressLines address={address} />
                  {address.isDefault && <Badge tone="brand">Default</Badge>}
                </div>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(address)} aria-label={`Edit ${nameOf(address)}`}>
                    Edit
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(address)} aria-label={`Delete ${nameOf(address)}`}>
                    Delete
                  </Button>
                  {!address.isDefault && (
                    <Button
                      variant="ghost"
                      size="sm"
                      busy={makeDefault.isPending && makeDefault.variables?._id === address._id}
                      onClick={() => void chooseDefault(address)}
                      aria-label={`Make default: ${nameOf(address)}`}
                    >
                      Make default
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
        {full && <p className="text-sm text-muted">{addressMessages.bookFull}</p>}
      </>
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h3 id={headingId} className="text-lg font-bold text-ink">
            {addressBookText.heading}
          </h3>
          {book.length > 0 && <span className="text-sm text-muted">{addressBookText.count(book.length)}</span>}
        </div>
        {book.length > 0 && addButton}
      </div>
      {body}

      <Dialog open={adding} onOpenChange={(open) => !open && setAdding(false)} title="Add an address">
        {adding && (
          <AddressForm initial={emptyAddress(recipient)} submitLabel="Save address" onSubmit={add} onCancel={() => setAdding(false)}>
            {book.length > 0 && (
              <Checkbox label={addressBookText.makeDefault} hint={addressBookText.makeDefaultHint} checked={addAsDefault} onChange={(event) => setAddAsDefault(event.target.checked)} />
            )}
          </AddressForm>
        )}
      </Dialog>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title="Edit this address">
        {editing && <AddressForm key={editing._id} initial={editing} submitLabel="Save changes" onSubmit={(address) => edit(editing, address)} onCancel={() => setEditing(null)} />}
      </Dialog>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete this address?"
        description={
          confirming && (
            <>
              {nameOf(confirming)} leaves your address book. Orders already placed keep the address they were sent to.
              {confirming.isDefault && book.length > 1 && ' Your oldest remaining address becomes the default.'}
            </>
          )
        }
        confirmLabel="Delete"
        busy={deleteAddress.isPending}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </section>
  );
}
