-- AlterTable
ALTER TABLE "AbVariant" ADD COLUMN "finalClickers" INTEGER;
ALTER TABLE "AbVariant" ADD COLUMN "finalVisitors" INTEGER;
