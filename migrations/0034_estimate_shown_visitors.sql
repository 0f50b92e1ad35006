CREATE TABLE "estimate_shown_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "estimate_shown_visitors_day_visitor_pk" PRIMARY KEY("day","visitor")
);
