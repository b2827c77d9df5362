#include <iostream>

#include "cli.hpp"

int main(int argc, char** argv) { return dlx::run({argv + 1, argv + argc}, std::cin, std::cout, std::cerr); }
