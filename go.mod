module github.com/hexlab/hexlab

go 1.26.8
