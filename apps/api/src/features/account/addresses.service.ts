import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddressResponse, DeleteAddressResponse } from '@marginalia/contracts/account/account.contract';
import { addressSchema, MAX_ADDRESSES_PER_USER, type AddressInput } from '@marginalia/contracts/address/address.contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { requireUser } from '../../platform/session/session';
import { lockUser } from './account.repository';
import { addressCountries } from './account.service';
import { parseOrThrow } from './account-validation';
import { countAddresses, deleteAddress, findAddress, insertAddress, updateAddress, type AddressValues } from './addresses.repository';

/** An address id from a path: anything but a positive integer is simply not found. */
function parseAddressId(id: string): number {
  if (!/^[1-9]\d{0,14}$/.test(id)) throw new AppError(404, 'not-found');
  return Number(id);
}

const orNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** The address rules (the shared contract), then the columns to store. */
async function validAddress(db: Db, input: AddressInput): Promise<AddressValues> {
  const countries = await addressCountries(db);
  const valid = parseOrThrow(addressSchema({ countries }), input, 'address.');
  const country = countries.find((each) => each.id === valid.countryId);
  if (!country) throw new AppError(400, 'validation-error', {}, { 'address.countryId': 'country-required' });
  return {
    label: orNull(valid.label),
    isInvoiceAddress: valid.isInvoiceAddress === true,
    name: valid.name,
    organization: orNull(valid.organization),
    address1: valid.address1,
    address2: orNull(valid.address2),
    city: valid.city,
    state: orNull(valid.state),
    zip: orNull(valid.zip),
    countryId: country.id,
    phone: orNull(valid.phone),
    vat: orNull(valid.vat),
  };
}

async function saved(db: Db, userId: number, id: number): Promise<AddressResponse> {
  const address = await findAddress(db, userId, id);
  if (!address) throw new AppError(404, 'not-found');
  return { address, message: 'address-saved', messageParams: {} };
}

/** POST /api/account/addresses: at most MAX_ADDRESSES_PER_USER per account. */
export async function createAddress(app: FastifyInstance, request: FastifyRequest, input: AddressInput): Promise<AddressResponse> {
  const { db } = app.platform;
  const user = requireUser(request);
  const values = await validAddress(db, input);
  const id = await db.transaction(async (tx) => {
    // Two requests at the limit would otherwise both see room for one more.
    await lockUser(tx, user.id);
    if ((await countAddresses(tx, user.id)) >= MAX_ADDRESSES_PER_USER) {
      throw new AppError(409, 'address-limit-reached', { max: MAX_ADDRESSES_PER_USER });
    }
    return insertAddress(tx, user.id, values);
  });
  return saved(db, user.id, id);
}

/** PUT /api/account/addresses/{id}: only the owner's address; any other id is 404. */
export async function changeAddress(
  app: FastifyInstance,
  request: FastifyRequest,
  addressId: string,
  input: AddressInput,
): Promise<AddressResponse> {
  const { db } = app.platform;
  const user = requireUser(request);
  const id = parseAddressId(addressId);
  if (!(await findAddress(db, user.id, id))) throw new AppError(404, 'not-found');
  const values = await validAddress(db, input);
  if (!(await updateAddress(db, user.id, id, values))) throw new AppError(404, 'not-found');
  return saved(db, user.id, id);
}

/** DELETE /api/account/addresses/{id}. */
export async function removeAddress(app: FastifyInstance, request: FastifyRequest, addressId: string): Promise<DeleteAddressResponse> {
  const user = requireUser(request);
  const id = parseAddressId(addressId);
  if (!(await deleteAddress(app.platform.db, user.id, id))) throw new AppError(404, 'not-found');
  return { id, message: 'address-deleted', messageParams: {} };
}
