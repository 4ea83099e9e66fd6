/** Parts a feature owns and another shows (src/ui/part-slot.ts), each loaded with its folder's messages. */
import type { ComponentProps } from 'react';
import type { Parts } from '../ui/part-slot';
import { type LazyModule } from './router/lazy-module';
import { lazyPart } from './router/lazy-part';

export const parts: { [K in keyof Parts]: LazyModule<ComponentProps<Parts[K]>> } = {
  homeTariffs: lazyPart('tariffs/home-tariffs-part'),
  connectForm: lazyPart('forms/connect-form-part'),
  applyForm: lazyPart('forms/apply-form-part'),
  directorForm: lazyPart('forms/director-form-part'),
  callbackDialog: lazyPart('forms/callback-dialog-part'),
  shopCarousel: lazyPart('equipment/shop-carousel-part'),
};
