import type { BookingService } from '@petshop/contracts';
import type { GroomingService, PetSize } from '@petshop/contracts/grooming';
import { useGroomingServices } from './api/get-grooming-services.ts';
import { useGroomingSlots } from './api/get-grooming-slots.ts';
import type { SlotsChoice } from './api/grooming-keys.ts';
import type { GroomingPackageName } from './booking-message.ts';

/** A free time the customer picked: when it starts, and its Dubai day and clock time. */
export interface ChosenSlot {
  startsAt: string;
  date: string;
  time: string;
}

/** A dog's size decides its price and time; every other pet type is one size. */
export const DOG_SIZES = ['dog_small', 'dog_medium', 'dog_large'] as const satisfies PetSize[];
export type DogSize = (typeof DOG_SIZES)[number];

const SIZE_OF_PET_TYPE: Record<Exclude<BookingService, 'Dog'>, PetSize> = {
  Cat: 'cat',
  Bird: 'bird',
  Others: 'other',
};

export const petSizeOf = (petType: BookingService, dogSize: DogSize | null): PetSize | null =>
  petType === 'Dog' ? dogSize : SIZE_OF_PET_TYPE[petType];

/** A service's price and minutes for one pet, or undefined when it is not offered for it. */
export const priceFor = (service: GroomingService, petSize: PetSize) =>
  service.prices.find((price) => price.pet_size === petSize);

export interface AppointmentChoiceInput {
  petType: BookingService;
  groomingPackage: GroomingPackageName | null;
  dogSize: DogSize | null;
  addOnIds: readonly number[];
}

/**
 * What the form's choices come to for an appointment: the pet's size, the package's service (the
 * spec's package choice, matched by name), the add-ons offered for the pet, the price, and the
 * free times once the package and the pet are known.
 */
export function useAppointmentChoice({
  petType,
  groomingPackage,
  dogSize,
  addOnIds,
}: AppointmentChoiceInput) {
  const services = useGroomingServices();
  const petSize = petSizeOf(petType, dogSize);
  const all = services.data?.services ?? [];
  const packageService = groomingPackage
    ? all.find((service) => service.kind === 'package' && service.name === groomingPackage)
    : undefined;
  const addOns = petSize
    ? all.filter((service) => service.kind === 'add_on' && priceFor(service, petSize))
    : [];
  // A box ticked for another pet is left out when that add-on is not offered for this one.
  const chosenAddOnIds = addOns
    .map((service) => service.id)
    .filter((id) => addOnIds.includes(id))
    .sort((a, b) => a - b);
  const slotsChoice: SlotsChoice | null =
    packageService && petSize
      ? { serviceId: packageService.id, petSize, addOnIds: chosenAddOnIds }
      : null;
  const slots = useGroomingSlots(slotsChoice);

  // The price as the page works it out, shown until the server's answer (the same sum) arrives.
  const lines =
    packageService && petSize
      ? [packageService, ...addOns.filter((service) => chosenAddOnIds.includes(service.id))]
      : [];
  const prices = petSize ? lines.map((service) => priceFor(service, petSize)) : [];
  const estimate =
    prices.length > 0 && prices.every(Boolean)
      ? {
          price: prices.reduce((sum, price) => sum + price!.price, 0),
          minutes: prices.reduce((sum, price) => sum + price!.duration_minutes, 0),
        }
      : null;
  const total = slots.data
    ? { price: slots.data.price, minutes: slots.data.duration_minutes }
    : estimate;

  return { services, petSize, packageService, addOns, chosenAddOnIds, slotsChoice, slots, total };
}

export type AppointmentChoice = ReturnType<typeof useAppointmentChoice>;
