import { RouterProvider } from '@tanstack/react-router';
import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { AuthProvider } from './auth/auth-context';
import { ToastProvider } from './components/toast';
import type { createAppRouter } from './router';
import { ServicesProvider } from './services/services-context';

export function App({ container, router }: { container: Container; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <ServicesProvider container={container}>
        <AuthProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </AuthProvider>
      </ServicesProvider>
    </StrictMode>
  );
}
