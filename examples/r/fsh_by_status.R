# Mean FSH by menopause status from a pinned dataset, in base R (plus jsonlite for the manifest).
#
#   Rscript examples/r/fsh_by_status.R DATASET_DIR
#
# DATASET_DIR holds a CSV dataset as the service writes it: manifest.json and patients.csv, visits.csv,
# medications.csv, from `npm run dataset -- export --format csv --out DIR`, from the Python client's
# download_dataset(DIR, format="csv"), or fetched with curl from GET /v1/datasets/snapshot.
# Each file is checked against the manifest's SHA-256 first (sha256sum from coreutils), so the figure
# is the one anyone gets from the same log position.

args <- commandArgs(trailingOnly = TRUE)
if (length(args) != 1) stop("usage: Rscript fsh_by_status.R DATASET_DIR")
dir <- args[[1]]

manifest <- jsonlite::fromJSON(file.path(dir, "manifest.json"), simplifyVector = FALSE)
if (manifest$format != "csv") stop("this example reads the CSV format; export with --format csv")

sha256 <- function(path) {
  out <- system2("sha256sum", shQuote(path), stdout = TRUE)
  strsplit(out, " ", fixed = TRUE)[[1]][[1]]
}

tables <- list()
for (table in manifest$tables) {
  path <- file.path(dir, table$file)
  if (sha256(path) != table$sha256) stop(sprintf("%s does not match the manifest's SHA-256", table$file))
  # Empty cells are values never given: NA. Text stays text; the CSV's apostrophe before a formula stays.
  frame <- read.csv(path, na.strings = "", stringsAsFactors = FALSE, check.names = FALSE, encoding = "UTF-8")
  if (nrow(frame) != table$rows) stop(sprintf("%s has %d rows, the manifest says %d", table$file, nrow(frame), table$rows))
  tables[[table$name]] <- frame
}

cat(sprintf("log position %s, head hash %s\n", manifest$as_of_position, manifest$head_hash$value))
cat(sprintf("%s: %d rows\n", names(tables), vapply(tables, nrow, integer(1))), sep = "")

visits <- merge(
  tables$visits[, c("id", "patient_id", "visit_date", "fsh_miu_ml")],
  tables$patients[, c("id", "menopause_status")],
  by.x = "patient_id", by.y = "id"
)
visits$visit_date <- as.Date(visits$visit_date)
measured <- visits[!is.na(visits$fsh_miu_ml), ]
figure <- aggregate(fsh_miu_ml ~ menopause_status, data = measured, FUN = function(x) c(visits = length(x), mean_fsh = round(mean(x), 2)))
figure <- data.frame(menopause_status = figure$menopause_status, figure$fsh_miu_ml)
cat("\nMean FSH (mIU/ml) of visits by menopause status\n")
print(figure[order(figure$menopause_status), ], row.names = FALSE)
cat(sprintf("\nvisits from %s to %s\n", min(visits$visit_date), max(visits$visit_date)))
