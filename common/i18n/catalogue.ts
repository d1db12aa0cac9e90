/** The shape of a catalogue: ICU messages by id. */
export type Messages = Readonly<Record<string, string>>;

/** Another language's catalogue of an area: exactly English's ids, each with its own text. */
export type CatalogueOf<English extends Messages> = { readonly [Id in keyof English]: string };
