import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { Container } from 'inversify';
import { StrictMode, useState, type ReactNode } from 'react';
import { AuthProvider, useAuth } from './auth/auth-context';
import { CartProvider } from './cart/cart-context';
import { ToastProvider } from './components/toast';
import { ForgetOnAccountChange } from './queries/forget-on-account-change';
import { createQueryClient } from './queries/query-client';
import { RenewEndedSession } from './queries/renew-ended-session';
import type { createAppRouter } from './router';
import { ServicesProvider } from './services/services-context';

export function App({ container, router }: { container: Container; router: ReturnType<typeof createAppRouter> }) {
  // One cache of the shop's answers per app: each prerendered page and each browser tab has its own.
  const [queryClient] = useState(createQueryClient);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ServicesProvider container={container}>
          <AuthProvider>
            <ForgetOnAccountChange />
            <RenewEndedSession />
            <ToastProvider>
              <SignedInCart>
                <RouterProvider router={router} />
              </SignedInCart>
            </ToastProvider>
          </AuthProvider>
        </ServicesProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/** The cart of whoever the browser is: the signed-in account's, or a visitor's until the sign-in is known. */
function SignedInCart({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const account = status === 'signedIn' && user ? user.id : status === 'signedOut' ? null : undefined;
  return <CartProvider account={account}>{children}</CartProvider>;
}
