// The limit column of Scripts/bench: simdjson's own parse-and-write pass over an NDJSON file, on one thread.
//
// Loads FILE, parses its records with simdjson's DOM `parse_many`, minifies each document (the string
// builder behind `simdjson::minify`, reused from document to document instead of a new std::string each
// time) and writes it with a newline to standard output in blocks of 1 MiB.
//
// Scripts/bench compiles this with simdjson's amalgamated sources from the pysimdjson source
// distribution: g++ -O3 -march=native -std=c++17 -I SIMDJSON_DIR simdjson-pass.cpp SIMDJSON_DIR/simdjson.cpp
// Without -pthread simdjson has no worker thread; `threaded = false` below says the same if it has.
//
// Usage: simdjson-pass FILE.ndjson > OUT.ndjson   (exit status 1 on a parse or write error, 2 on usage)

#include <cstdio>
#include <string>
#include <string_view>

#include "simdjson.h"

namespace {

constexpr size_t kBlockBytes = 1 << 20;

bool write_block(const std::string &block) {
  return std::fwrite(block.data(), 1, block.size(), stdout) == block.size();
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FILE.ndjson\n", argv[0]);
    return 2;
  }
  simdjson::padded_string input;
  if (auto error = simdjson::padded_string::load(argv[1]).get(input)) {
    std::fprintf(stderr, "simdjson-pass: cannot read %s: %s\n", argv[1], simdjson::error_message(error));
    return 1;
  }
  simdjson::dom::parser parser;
#ifdef SIMDJSON_THREADS_ENABLED
  parser.threaded = false;
#endif
  simdjson::dom::document_stream documents;
  if (auto error = parser.parse_many(input).get(documents)) {
    std::fprintf(stderr, "simdjson-pass: %s\n", simdjson::error_message(error));
    return 1;
  }
  simdjson::internal::string_builder<> minified;
  std::string block;
  block.reserve(2 * kBlockBytes);
  for (auto document = documents.begin(); document != documents.end(); ++document) {
    simdjson::dom::element element;
    if (auto error = (*document).get(element)) {
      std::fprintf(stderr, "simdjson-pass: record at byte %zu: %s\n", document.current_index(),
                   simdjson::error_message(error));
      return 1;
    }
    minified.clear();
    minified.append(element);
    block.append(minified.str());
    block.push_back('\n');
    if (block.size() >= kBlockBytes) {
      if (!write_block(block)) {
        std::perror("simdjson-pass: write");
        return 1;
      }
      block.clear();
    }
  }
  if (!write_block(block) || std::fflush(stdout) != 0) {
    std::perror("simdjson-pass: write");
    return 1;
  }
  return 0;
}
