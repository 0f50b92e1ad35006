CREATE TABLE "estimate_shown_days" (
	"day" date PRIMARY KEY NOT NULL,
	"shown" integer NOT NULL
);
