CREATE TABLE "blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"visibility" text NOT NULL,
	"origin" text NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "lead_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"image_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"lead_kind" text,
	"lead_id" integer,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_photos_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "lead_photos_lead_kind_check" CHECK ("lead_photos"."lead_kind" in ('inquiries', 'ga-leads'))
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"alt" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"suburb" text NOT NULL,
	"service" text NOT NULL,
	"description" text NOT NULL,
	"completed_on" date NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_photos" (
	"slot" text PRIMARY KEY NOT NULL,
	"image_id" integer NOT NULL,
	"alt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_photos_lead_idx" ON "lead_photos" USING btree ("lead_kind","lead_id");--> statement-breakpoint
CREATE INDEX "lead_photos_unattached_idx" ON "lead_photos" USING btree ("attached_at","created_at");--> statement-breakpoint
CREATE INDEX "project_photos_project_idx" ON "project_photos" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "projects_position_idx" ON "projects" USING btree ("published","position");--> statement-breakpoint
-- The specification's nine projects, with their drawings as photos: the gallery reads as before on a fresh start,
-- and from here on staff edit the projects in /admin (the code holds no project content).
INSERT INTO "images" ("visibility", "origin", "key", "width", "height") VALUES ('public', 'drawing', '/images/gallery/carindale-concrete-wall.svg', 640, 400);--> statement-breakpoint
INSERT INTO "projects" ("title", "suburb", "service", "description", "completed_on", "published", "position") VALUES ('Concrete Sleeper Retaining Wall', 'Carindale', 'Concrete Sleeper Retaining Wall', 'A 1.4 metre engineered wall turned a steep backyard into a flat lawn for the kids, with drainage behind every sleeper.', '2026-10-21', true, 0);--> statement-breakpoint
INSERT INTO "project_photos" ("project_id", "image_id", "alt", "position") SELECT p."id", i."id", 'Grey concrete sleeper retaining wall levelling a sloping suburban backyard', 0 FROM "projects" p, "images" i WHERE p."position" = 0 AND p."title" = 'Concrete Sleeper Retaining Wall' AND i."key" = '/images/gallery/carindale-concrete-wall.svg';--> statement-breakpoint
INSERT INTO "images" ("visibility", "origin", "key", "width", "height") VALUES ('public', 'drawing', '/images/gallery/buderim-tiered-walls.svg', 640, 400);--> statement-breakpoint
INSERT INTO "projects" ("title", "suburb", "service", "description", "completed_on", "published", "position") VALUES ('Tiered Garden Retaining Walls', 'Buderim', 'Concrete Sleeper Retaining Wall', 'Two stepped walls on a steep hillside block create planted terraces instead of one tall, imposing wall.', '2026-09-16', true, 1);--> statement-breakpoint
INSERT INTO "project_photos" ("project_id", "image_id", "alt", "position") SELECT p."id", i."id", 'Two tiers of sandstone-coloured concrete sleeper walls with planted terraces on a hillside', 0 FROM "projects" p, "images" i WHERE p."position" = 1 AND p."title" = 'Tiered Garden Retaining Walls' AND i."key" = '/images/gallery/buderim-tiered-walls.svg';--> statement-breakpoint
INSERT INTO "images" ("visibility", "origin", "key", "width", "height") VALUES ('public', 'drawing', '/images/gallery/north-lakes-colorbond.svg', 640, 400);--> statement-breakpoint
INSERT INTO "projects" ("title", "suburb", "service", "description", "completed_on", "published", "position") VALUES ('Colorbond Boundary Fence', 'North Lakes', 'Colorbond Fencing', 'A 42 metre charcoal Colorbond boundary fence shared by three neighbours, finished with a matching side gate.', '2026-08-19', true, 2);--> statement-breakpoint
INSERT INTO "project_photos" ("project_id", "image_id", "alt", "position") SELECT p."id", i."id", 'Charcoal Colorbond boundary fence running along the back of a new home''s yard', 0 FROM "projects" p, "images" i WHERE p."position" = 2 AND p."title" = 'Colorbond Boundary Fence' AND i."key" = '/images/gallery/north-lakes-colorbond.svg';--> statement-breakpoint
INSERT INTO "images" ("visibility", "origin", "key", "width", "height") VALUES ('public', 'drawing', '/images/gallery/ashgrove-timber-garden-beds.svg', 640, 400);--> statement-breakpoint
INSERT INTO "projects" ("title", "suburb", "service", "description", "completed_on", "published", "position") VALUES ('Timber Sleeper Garden Beds', 'Ashgrove', 'Timber Sleeper Retaining Wall', 'Low hardwood sleeper walls built raised vegetable beds and a level path on a gently sloping Queenslander block.', '2026-07-15', true, 3);--> statement-breakpoint
INSERT INTO "project_photos" ("project_id", "image_id", "alt", "position") SELECT p."id", i."id", 'Low hardwood timber sleeper retaining walls forming raised vegetable garden beds', 0 FROM "projects" p, "images" i WHERE p."position" = 3 AND p."title" = 'Timber Sleeper Garden Beds' AND i."key" = '/images/gallery/ashgrove-timber-garden-beds.svg';--> statement-breakpoint
INSERT INTO "images" ("visibility", "origin", "key", "width", "height") VALUES ('public', 'drawing', '/images/gallery/maroochydore-composite-wall.svg', 640, 400);--> statement-breakpoint
INSERT INTO "projects" ("title", "suburb", "service", "description", "completed_on", "published", "position") VALUES ('Composite Sleeper Feature Wall', 'Maroochydore', 'Composite Sleeper Retaining Wall', 'A timber-look composite wall near the coast that will never need oiling, framing a new tropical garden.', '2026-06-17', true, 4);--> statement-breakpoint
INSERT INTO "project_photos" ("project_id", "image_id", "alt", "position") SELECT p."id", i."id", 'Brown composite sleeper feature wall edging a coastal garden with palms', 0 FROM "projects" p, "images" i WHERE p."position" = 4 AND p."title" = 'Composite Sleeper Feature Wall' AND i."key" = '/images/gallery/maroochydore-composite-wall.svg';--> statement-breakpoint
INSERT INTO "images" ("visibility", "origin", "key", "width", "height") VALUES ('public', 'drawing', '/images/gallery/springfield-lakes-timber-fence.svg', 640, 400);--> statement-breakpoint
INSERT INTO "projects" ("title", "suburb", "service", "description", "completed_on", "published", "position") VALUES ('Lapped & Capped Timber Fence', 'Springfield Lakes', 'Timber Fencing', 'Overlapping treated pine palings with a capping rail give full privacy along a busy side boundary.', '2026-05-20', true, 5);--> statement-breakpoint
INSERT INTO "project_photos" ("project_id", "image_id", "alt", "position") SELECT p."id", i."id", 'Lapped and capped treated pine timber fence with a capping rail along a backyard boundary', 0 FROM "projects" p, "images" i WHERE p."position" = 5 AND p."title" = 'Lapped & Capped Timber Fence' AND i."key" = '/images/gallery/springfield-lakes-timber-fence.svg';--> statement-breakpoint
INSERT INTO "images" ("visibility", "origin", "key", "width", "height") VALUES ('public', 'drawing', '/images/gallery/noosa-aluminium-pool-fence.svg', 640, 400);--> statement-breakpoint
INSERT INTO "projects" ("title", "suburb", "service", "description", "completed_on", "published", "position") VALUES ('Aluminium Pool Fencing', 'Noosa Heads', 'Aluminium Fencing', 'Compliant black aluminium pool fencing with a self-closing, self-latching gate, built to the Queensland pool safety standard.', '2026-04-15', true, 6);--> statement-breakpoint
INSERT INTO "project_photos" ("project_id", "image_id", "alt", "position") SELECT p."id", i."id", 'Black aluminium pool fence with a self-closing gate around a backyard swimming pool', 0 FROM "projects" p, "images" i WHERE p."position" = 6 AND p."title" = 'Aluminium Pool Fencing' AND i."key" = '/images/gallery/noosa-aluminium-pool-fence.svg';--> statement-breakpoint
INSERT INTO "images" ("visibility", "origin", "key", "width", "height") VALUES ('public', 'drawing', '/images/gallery/cleveland-driveway-wall.svg', 640, 400);--> statement-breakpoint
INSERT INTO "projects" ("title", "suburb", "service", "description", "completed_on", "published", "position") VALUES ('Driveway Retaining Wall', 'Cleveland', 'Concrete Sleeper Retaining Wall', 'An engineered wall designed for vehicle loads lets this family widen their driveway on a sloping bayside block.', '2026-03-18', true, 7);--> statement-breakpoint
INSERT INTO "project_photos" ("project_id", "image_id", "alt", "position") SELECT p."id", i."id", 'Charcoal concrete sleeper retaining wall beside a sloping concrete driveway', 0 FROM "projects" p, "images" i WHERE p."position" = 7 AND p."title" = 'Driveway Retaining Wall' AND i."key" = '/images/gallery/cleveland-driveway-wall.svg';--> statement-breakpoint
INSERT INTO "images" ("visibility", "origin", "key", "width", "height") VALUES ('public', 'drawing', '/images/gallery/springwood-wall-and-fence.svg', 640, 400);--> statement-breakpoint
INSERT INTO "projects" ("title", "suburb", "service", "description", "completed_on", "published", "position") VALUES ('Retaining Wall with Colorbond Fence', 'Shailer Park', 'Concrete Sleeper Retaining Wall', 'A boundary retaining wall and Colorbond fence built together in one job, with fence posts engineered into the wall.', '2026-02-18', true, 8);--> statement-breakpoint
INSERT INTO "project_photos" ("project_id", "image_id", "alt", "position") SELECT p."id", i."id", 'Concrete sleeper retaining wall topped with a grey Colorbond fence on a boundary', 0 FROM "projects" p, "images" i WHERE p."position" = 8 AND p."title" = 'Retaining Wall with Colorbond Fence' AND i."key" = '/images/gallery/springwood-wall-and-fence.svg';
