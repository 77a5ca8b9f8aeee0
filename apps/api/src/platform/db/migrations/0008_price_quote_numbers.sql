CREATE TABLE "price_quote_numbers" (
	"month" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
