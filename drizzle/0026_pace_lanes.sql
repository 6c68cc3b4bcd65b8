CREATE TABLE "pace_lanes" (
	"lane" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
