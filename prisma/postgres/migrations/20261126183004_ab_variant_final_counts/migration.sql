-- AlterTable
ALTER TABLE "AbVariant" ADD COLUMN     "finalClickers" INTEGER,
ADD COLUMN     "finalVisitors" INTEGER;
