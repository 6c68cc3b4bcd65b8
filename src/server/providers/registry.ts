// The adapters of one kind of provider (payment aggregators today, SMS gateways next), by id. A
// kind's registry is a plain frozen record, so a missing adapter is a type error where the ids are
// listed, not a lookup that fails at run time.

/** What every adapter has, whatever it does: its id and the credentials an account gives it. */
export type ProviderAdapter<Id extends string = string> = {
  id: Id;
  /** The account's credential fields; the secret ones are masked in every stored exchange. */
  credentialFields: readonly CredentialField[];
};

export type CredentialField = {
  name: string;
  /** Secret fields are write-only in the settings form and masked in every stored exchange. */
  secret: boolean;
  /** Optional fields switch a feature on (ClickPesa's checksum key). */
  required: boolean;
};

export type ProviderRegistry<Id extends string, Adapter extends ProviderAdapter> = Readonly<Record<Id, Adapter>>;

/** A registry whose every adapter is filed under its own id (checked once, when it is built). */
export function defineRegistry<Id extends string, Adapter extends ProviderAdapter>(
  adapters: Record<Id, Adapter>,
): ProviderRegistry<Id, Adapter> {
  for (const [id, adapter] of Object.entries<Adapter>(adapters))
    if (adapter.id !== id) throw new Error(`provider registry: ${adapter.id} is filed under ${id}`);
  return Object.freeze(adapters);
}

/** The values of an account's secret credentials, to mask in every stored exchange. */
export function secretValues(
  credentials: Readonly<Record<string, string>>,
  fields: readonly Pick<CredentialField, 'name' | 'secret'>[],
): string[] {
  return fields.filter((f) => f.secret && credentials[f.name]).map((f) => credentials[f.name]!);
}
