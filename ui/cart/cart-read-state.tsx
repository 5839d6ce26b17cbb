import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cartMessages, type CartView } from '../../core/domain/cart';
import { buttonClass } from '../components/button';
import { EmptyState, ErrorState, LoadingState } from '../components/states';

export interface CartReadStateProps {
  cart: CartView | null;
  error: string | null;
  reading: boolean;
  onRetry(): void;
  /** What the empty cart says under its title, in the page's own words. */
  empty: ReactNode;
}

/** What the cart and checkout pages show until there are lines to show: the read failed, is under way, or found none. Null once there are lines. */
export function CartReadState({ cart, error, reading, onRetry, empty }: CartReadStateProps) {
  if (cart === null && error) return <ErrorState title="Your cart could not be loaded" message={error} onRetry={onRetry} />;
  if (cart === null) return <LoadingState label="Loading your cart" waiting={reading} />;
  if (cart.lines.length > 0) return null;
  return (
    <EmptyState
      title={cartMessages.empty}
      action={
        <Link to="/" hash="tools" className={buttonClass('primary')}>
          Browse the catalogue
        </Link>
      }
    >
      {empty}
    </EmptyState>
  );
}
