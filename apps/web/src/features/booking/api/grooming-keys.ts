import type { PetSize } from '@petshop/contracts/grooming';

/** What the free times are asked for: a package and its add-ons, for one pet. */
export interface SlotsChoice {
  serviceId: number;
  petSize: PetSize;
  /** Sorted, so one choice has one key whatever order the boxes were ticked in. */
  addOnIds: readonly number[];
}

/** The grooming services with their prices: the same for everyone, so kept a while. */
export const groomingServicesQueryKey = ['grooming', 'services'] as const;

/** Every free-times answer (what a new appointment makes out of date). */
export const groomingSlotsRootKey = ['grooming', 'slots'] as const;

/** The free times for one choice: others book all the time, so they are never kept long. */
export const groomingSlotsQueryKey = (choice: SlotsChoice) =>
  [
    ...groomingSlotsRootKey,
    { serviceId: choice.serviceId, petSize: choice.petSize, addOnIds: choice.addOnIds },
  ] as const;
