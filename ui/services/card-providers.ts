import type { ComponentType } from 'react';
import type { CardFormProps, CardProvider as AnyCardProvider, CardProviders as AnyCardProviders } from '../../core/ports/browser/card-providers';

export type { CardFormProps };
/** The card providers' port with React components for card forms. */
export type CardProvider = AnyCardProvider<ComponentType<CardFormProps>>;
export type CardProviders = AnyCardProviders<ComponentType<CardFormProps>>;
