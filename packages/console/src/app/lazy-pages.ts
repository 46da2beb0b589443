import { lazy } from 'react';

/**
 * The shell's own pages, each a chunk loaded when first opened: the first download is the shell
 * (refine, antd's base, the layout) and the page the operator lands on. The screens behind sign-in
 * are in screen-table.tsx.
 */
export const LoginPage = lazy(() => import('../pages/login/login-page'));
export const FirstSignInPage = lazy(() => import('../pages/first-sign-in/first-sign-in-page'));
export const NotFoundPage = lazy(() => import('../pages/not-found-page'));
